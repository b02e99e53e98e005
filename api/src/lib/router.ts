import { OpenAPIHono } from '@hono/zod-openapi';
import { refuseControlCharacters } from './control-characters.ts';
import { validationError } from './errors.ts';
import type { AppEnv } from './context.ts';

/**
 * Every module's router. Failed validation of a body, query or path (parsed by the shared
 * zod schemas) becomes a 400 with the Korean message of the first issue and all issues listed;
 * so does parsed input holding a control character (lib/control-characters.ts).
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
      refuseControlCharacters(result.data);
    },
  });
}
