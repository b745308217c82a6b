import { describe, expect, it } from 'vitest';
import { decodeHandleId, decodePersonaId, handleId, personaId } from '../src/world/ids.js';
import { decodeCursor, encodeCursor } from '../src/world/pagination.js';

describe('ids', () => {
  it('encodes handles of up to 12 characters reversibly', () => {
    for (const handle of ['a', 'jack', 'acme_corp', 'zzzzzzzzzzzz', '____________', '0', 'priv_alice']) {
      const id = handleId(handle);
      expect(id).toMatch(/^[0-9]{19}$/);
      expect(BigInt(id)).toBeLessThan(2n ** 63n);
      expect(decodeHandleId(BigInt(id))).toBe(handle);
    }
  });

  it('hashes longer handles outside the decodable range', () => {
    const id = handleId('a_rather_long_1');
    expect(BigInt(id)).toBeLessThan(2n ** 63n);
    expect(decodeHandleId(BigInt(id))).toBeUndefined();
  });

  it('decodes persona ids and rejects ids whose check bits are wrong', () => {
    for (const persona of [0, 1, 123_456_789, 2 ** 40 - 1]) {
      const id = personaId(persona);
      expect(decodePersonaId(BigInt(id))).toBe(persona);
      expect(decodePersonaId(BigInt(id) + 1n)).toBeUndefined();
    }
  });

  it('makes opaque pagination tokens bound to their list', () => {
    const token = encodeCursor('followers:1', { direction: 'older', below: 4_321 });
    expect(token).toMatch(/^[A-Z2-7]{11}$/);
    expect(decodeCursor('followers:1', token)).toEqual({ direction: 'older', below: 4_321 });
    expect(decodeCursor('followers:2', token)).toBeUndefined();
    expect(decodeCursor('followers:1', 'garbage')).toBeUndefined();
  });
});
