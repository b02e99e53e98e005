import type { Duplex } from 'node:stream';
import { REQUEST_MESSAGES } from '@store/shared';

// Node's HTTP parser refuses some requests before any route sees them: a request line or headers
// past its 16 KB limit (a very long address), or bytes that are no HTTP. Its own answer is a bare
// status line with an empty body; the store answers those in Korean, as every other 4xx.

const ANSWERS: Record<string, { status: number; reason: string; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', message: '요청 주소나 헤더가 너무 깁니다. 입력을 줄여 다시 시도해 주세요.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', message: '요청 시간이 초과되었습니다. 다시 시도해 주세요.' },
};
const BAD_REQUEST = { status: 400, reason: 'Bad Request', message: REQUEST_MESSAGES.badRequest };

/** The server's 'clientError' listener: a Korean JSON answer, then the connection closes. */
export function answerClientError(err: Error & { code?: string }, socket: Duplex): void {
  // A peer that went away, or a response already under way on this connection: nothing to say.
  const started = (socket as Duplex & { _httpMessage?: unknown })._httpMessage;
  if (err.code === 'ECONNRESET' || !socket.writable || started) {
    socket.destroy();
    return;
  }
  const { status, reason, message } = ANSWERS[err.code ?? ''] ?? BAD_REQUEST;
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}
