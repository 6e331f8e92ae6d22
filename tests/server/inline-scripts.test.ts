import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { inlineScriptHashes } from '../../src/server/spa';

it("allows the page's own scripts by the hash of each, and nothing else written into the page", () => {
  const code = 'window.aplPrefetched=[];';
  const page = `<head><meta charset="UTF-8" /><script type="module" async>${code}</script></head>
    <body><script type="module" src="/assets/index.js"></script></body>`;
  const hash = createHash('sha256').update(code).digest('base64');
  expect(inlineScriptHashes(page)).toEqual([`'sha256-${hash}'`]);
  expect(inlineScriptHashes('<body><script type="module" src="/assets/index.js"></script></body>')).toEqual(
    [],
  );
});
