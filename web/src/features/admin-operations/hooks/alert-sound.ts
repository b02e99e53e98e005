// The new-order chime, generated with Web Audio: no sound file, nothing fetched from elsewhere.
// Browsers only let a page make sound after a user gesture, so the context is created (or
// resumed) by the "알림 켜기" click and reused for later chimes.

type AudioCtor = typeof AudioContext;

let context: AudioContext | null = null;

function audioCtor(): AudioCtor | undefined {
  const w = window as unknown as { AudioContext?: AudioCtor; webkitAudioContext?: AudioCtor };
  return w.AudioContext ?? w.webkitAudioContext;
}

/** Call from a click: creates or resumes the audio context. True when sound can play. */
export async function unlockSound(): Promise<boolean> {
  const Ctor = audioCtor();
  if (!Ctor) return false;
  context ??= new Ctor();
  if (context.state === 'suspended') await context.resume().catch(() => undefined);
  return context.state === 'running';
}

export function soundUnlocked(): boolean {
  return context?.state === 'running';
}

/** Two short rising tones (about 0.5 s), quiet enough for an office. */
export function playChime(): void {
  if (!context || context.state !== 'running') return;
  const start = context.currentTime + 0.01;
  [880, 1320].forEach((frequency, i) => {
    const osc = context!.createOscillator();
    const gain = context!.createGain();
    osc.type = 'sine';
    osc.frequency.value = frequency;
    const t = start + i * 0.22;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.25, t + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.2);
    osc.connect(gain).connect(context!.destination);
    osc.start(t);
    osc.stop(t + 0.21);
  });
}
