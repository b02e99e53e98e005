; Included by electron-builder's NSIS installer (electron-builder.yml: nsis.include).
; Always a per-user install under %LOCALAPPDATA%\Programs: no administrator rights and no UAC
; prompt, and electron-updater can replace the app later without elevation. Without this the
; assisted installer asks "only for me / everyone", and "everyone" would need an admin.
!macro customInstallMode
  StrCpy $isForceCurrentInstall "1"
!macroend
