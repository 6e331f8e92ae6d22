import { describe, expect, it } from 'vitest';
import { localTime } from '../../src/server/services/event-detail';

describe('blind structure start times', () => {
  it('reads 00:00 to 00:55 after midnight, not 24:00', () => {
    // 2026-11-18 13:00 UTC is midnight in Melbourne (AEDT, UTC+11); VIC is state 1.
    expect(localTime(new Date('2026-11-18T13:00:00Z'), 1)).toBe('00:00');
    expect(localTime(new Date('2026-11-18T13:55:00Z'), 1)).toBe('00:55');
    expect(localTime(new Date('2026-11-18T12:59:00Z'), 1)).toBe('23:59');
  });
});
