import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminCouponSchema, adminItemSchema, AUDIT_ACTION_LABELS, mainPageSettingsSchema, siteSettingsSchema } from '@store/shared';
import { describe, expect, it } from 'vitest';
import { KEY_LABELS, TARGET_LABELS } from './audit-labels.ts';

// The audit log is read by admins in Korean: every action, target and before/after key the API
// writes needs a label. These read the API's insertAudit calls (paths from the repo root, where
// vitest runs) so a new one without a label fails here rather than showing up raw on screen.

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [readFileSync(path, 'utf8')] : [];
  });
}

/** The text of each insertAudit(...) call, up to its closing parenthesis. */
const calls = sources(join(process.cwd(), 'api/src')).flatMap((text) =>
  [...text.matchAll(/insertAudit\(/g)].map((m) => {
    let depth = 0;
    for (let i = m.index + 'insertAudit'.length; i < text.length; i++) {
      if (text[i] === '(') depth++;
      if (text[i] === ')' && --depth === 0) return text.slice(m.index, i + 1);
    }
    return '';
  }),
).filter((call) => call.includes('action'));

/** The object literal after `before: ` or `after: `, braces balanced. */
function literals(call: string): string[] {
  return [...call.matchAll(/\b(?:before|after): \{/g)].map((m) => {
    const start = m.index + m[0].length - 1;
    let depth = 0;
    for (let i = start; i < call.length; i++) {
      if (call[i] === '{') depth++;
      if (call[i] === '}' && --depth === 0) return call.slice(start, i + 1);
    }
    return '';
  });
}

const keysOf = (literal: string) => [...literal.matchAll(/(\w+):\s/g), ...literal.matchAll(/[{,]\s*(\w+)\s*(?=[,}])/g)].map((m) => m[1]!);

const shapeKeys = (shape: Record<string, unknown>): string[] =>
  Object.entries(shape).flatMap(([k, v]) => {
    const inner = (v as { shape?: Record<string, unknown> }).shape;
    return inner ? [k, ...shapeKeys(inner)] : [k];
  });

describe('audit labels', () => {
  it('finds the insertAudit calls of the API', () => {
    expect(calls.length).toBeGreaterThan(15);
  });

  it('names every action the API records', () => {
    const actions = new Set(calls.flatMap((call) => [...call.matchAll(/'([a-z-]+(?:\.[a-z-]+)+)'/g)].map((m) => m[1]!)));
    expect(actions).toContain('license.activate.refused');
    expect([...actions].filter((a) => !(a in AUDIT_ACTION_LABELS))).toEqual([]);
  });

  it('names every target type', () => {
    const targets = new Set(calls.flatMap((call) => [...call.matchAll(/targetType: '([^']+)'/g)].map((m) => m[1]!)));
    expect([...targets].filter((t) => !(t in TARGET_LABELS))).toEqual([]);
  });

  it('names every before/after key, written out or taken from a shared schema', () => {
    const written = calls.flatMap(literals).flatMap(keysOf);
    expect(written).toContain('pointShortfall');
    const fromSchemas = [adminCouponSchema, adminItemSchema, siteSettingsSchema, mainPageSettingsSchema].flatMap((s) => shapeKeys(s.shape));
    const sectionKeys = ['key', 'enabled'];
    expect([...new Set([...written, ...fromSchemas, ...sectionKeys])].filter((k) => !(k in KEY_LABELS))).toEqual([]);
  });
});
