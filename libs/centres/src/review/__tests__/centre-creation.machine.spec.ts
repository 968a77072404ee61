import { creationStatus, nextStatus } from '../centre-status.machine.js';

describe('the creation event of the centre status machine', () => {
  it('enters public pre-registrations as pending, admin-created and imported centres as approved for registration', () => {
    expect(creationStatus('public')).toBe('pending');
    expect(creationStatus('admin')).toBe('registration_approved');
    expect(creationStatus('import')).toBe('registration_approved');
  });

  it('leaves the status table as it was', () => {
    expect(nextStatus('pending', 'approve', { isNational: false })).toBe('registration_approved');
    expect(nextStatus('registration_approved', 'approve-autotest', { isNational: false })).toBeNull();
  });
});
