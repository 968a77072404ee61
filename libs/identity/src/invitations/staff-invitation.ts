/** Outbox event of a new staff invitation; the token travels sealed, in clear only inside the mail job. */
export const STAFF_INVITED = 'identity.staff_invited';

/** Purpose of the key that seals the invitation token on its way to the mail job (keep: changing it voids queued mail). */
export const INVITATION_MAIL_SEAL = 'staff-invitation-mail';

/** The outbox payload of STAFF_INVITED. */
export interface StaffInvited {
  userId: string;
  email: string;
  firstName: string;
  sealedToken: string;
  expiresAt: string;
}
