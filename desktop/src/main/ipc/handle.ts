import { ipcMain, type IpcMainInvokeEvent } from 'electron';
import { DESKTOP_CONTRACT, DESKTOP_MESSAGES, type DesktopChannel, type DesktopRequest, type DesktopResult } from '@store/shared';

// The main side of the bridge (STYLE.md "one bridge object"). Every channel is registered here,
// through one function that (1) accepts calls only from our own page, (2) parses the payload
// with the shared schema and (3) parses the result too, so neither side can drift from the
// contract. The renderer is treated as untrusted: it shows data from the network.

export type IpcImpl<C extends DesktopChannel> = (payload: DesktopRequest<C>) => DesktopResult<C> | Promise<DesktopResult<C>>;

export interface IpcRegistrar {
  handle<C extends DesktopChannel>(channel: C, impl: IpcImpl<C>): void;
}

/** What the renderer receives on refusal. Never the input itself: it may be a token, or hostile. */
export class IpcRequestError extends Error {
  override name = 'IpcRequestError';
  constructor(channel: DesktopChannel, message: string) {
    super(`[${channel}] ${message}`);
  }
}

const KNOWN_MESSAGES: ReadonlySet<string> = new Set(Object.values(DESKTOP_MESSAGES));

/**
 * Our own Korean messages are safe to return; zod's generic ones can quote the input (unknown
 * key names, received values), so those become one fixed message.
 */
function refusal(messages: string[]): string {
  return messages.find((message) => KNOWN_MESSAGES.has(message)) ?? DESKTOP_MESSAGES.badRequest;
}

export function createIpcRegistrar(isTrustedSender: (frameUrl: string | undefined) => boolean): IpcRegistrar {
  return {
    handle(channel, impl) {
      const contract = DESKTOP_CONTRACT[channel];
      ipcMain.handle(channel, async (event: IpcMainInvokeEvent, ...args: unknown[]) => {
        // Electron security checklist §17: only frames of our own origin may call; an embedded
        // frame (a YouTube player) or a foreign page that got into the window gets nothing.
        if (!isTrustedSender(event.senderFrame?.url)) {
          console.warn(`[ipc] ${channel}: refused a call from an untrusted frame`);
          throw new IpcRequestError(channel, DESKTOP_MESSAGES.untrustedSender);
        }
        // One payload at most: extra arguments are refused rather than ignored.
        const parsed = args.length > 1 ? null : contract.request.safeParse(args[0]);
        if (!parsed?.success) {
          // Logged by channel only: the payload may be a token.
          console.warn(`[ipc] ${channel}: refused an invalid payload`);
          throw new IpcRequestError(channel, parsed ? refusal(parsed.error.issues.map((issue) => issue.message)) : DESKTOP_MESSAGES.badRequest);
        }
        let result: unknown;
        try {
          result = await impl(parsed.data as DesktopRequest<typeof channel>);
        } catch (error) {
          // An OS error can carry paths or the input it failed on: log its kind, answer plainly.
          console.error(`[ipc] ${channel}: handler failed (${(error as Error)?.name ?? 'error'})`);
          throw new IpcRequestError(channel, DESKTOP_MESSAGES.internal);
        }
        // Our own output must match the contract as well; a mismatch is our bug, reported plainly.
        const checked = contract.result.safeParse(result);
        if (!checked.success) {
          console.error(`[ipc] ${channel}: result does not match the shared contract`);
          throw new IpcRequestError(channel, DESKTOP_MESSAGES.internal);
        }
        return checked.data;
      });
    },
  };
}
