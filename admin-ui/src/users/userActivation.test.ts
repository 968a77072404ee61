import { describe, expect, it } from 'vitest';
import { activationAction } from './userActivation';

describe('activationAction', () => {
  it('offers deactivation where deleting is allowed, reactivation where editing is', () => {
    expect(activationAction({ isActive: true }, { edit: true, delete: true })).toBe('deactivate');
    expect(activationAction({ isActive: true }, { edit: true, delete: false })).toBeNull();
    expect(activationAction({ isActive: false }, { edit: true, delete: false })).toBe('reactivate');
    expect(activationAction({ isActive: false }, { edit: false, delete: false })).toBeNull();
    expect(activationAction({}, { edit: true, delete: true })).toBe('deactivate');
  });
});
