import { describe, expect, it } from 'vitest';
import { auditChanges, auditValueText } from '../../src/shared/audit-values';

describe("the audit trail's values in words", () => {
  it.each([
    [null, '—'],
    [undefined, '—'],
    ['', '""'],
    ['director', 'director'],
    [0, '0'],
    [2, '2'],
    [false, 'false'],
    [[], 'none'],
    [[11], '11'],
    [[11, 12], '11, 12'],
    [['The Raise Room', null], 'The Raise Room, —'],
    [[{ place: 1 }], '[{"place":1}]'],
    [{ a: 1 }, '{"a":1}'],
  ])('%j reads %s', (value, text) => {
    expect(auditValueText(value)).toBe(text);
  });

  it.each([
    [
      'a field changed',
      { role: 'member' },
      { role: 'director' },
      [{ field: 'role', before: 'member', after: 'director', changed: true }],
    ],
    [
      'a field kept and one changed',
      { runStatus: 1, level: 2 },
      { runStatus: 2, level: 2 },
      [
        { field: 'runStatus', before: '1', after: '2', changed: true },
        { field: 'level', before: '2', after: '2', changed: false },
      ],
    ],
    [
      'a thing created',
      null,
      { seq: 1, playerName: 'Wanda' },
      [
        { field: 'seq', before: '—', after: '1', changed: true },
        { field: 'playerName', before: '—', after: 'Wanda', changed: true },
      ],
    ],
    [
      'a thing removed, a field only after',
      { seq: 1 },
      { gone: true },
      [
        { field: 'seq', before: '1', after: '—', changed: true },
        { field: 'gone', before: '—', after: 'true', changed: true },
      ],
    ],
    ['nothing either side', null, null, [{ field: '', before: '—', after: '—', changed: false }]],
    [
      'plain values',
      'draft',
      'published',
      [{ field: '', before: 'draft', after: 'published', changed: true }],
    ],
    ['a list and an object', [1], { a: 1 }, [{ field: '', before: '1', after: '{"a":1}', changed: true }]],
  ])('%s', (_name, before, after, rows) => {
    expect(auditChanges(before, after)).toEqual(rows);
  });
});
