import { CENTRE_LIMITS, governmentIdLabel, MSG, OWNERSHIP_TYPES } from '#contracts';
import { PhoneListField } from '../../registration/phone-field.js';
import { CentreEmail, LgaField, RequiredOption, RequiredText, StateField } from '../../registration/centre-fields.js';

/**
 * DECISIONS §1's pre-registration body; every field required (SPEC §5). examBody may be sent but
 * is dropped: the configured exam body is always stored.
 */
export class PreRegistrationDto {
  @RequiredText(MSG.centreNameRequired, 'Centre name')
  CentreName: string;

  @RequiredOption(OWNERSHIP_TYPES, MSG.fieldRequired('Ownership type'), 'Ownership type')
  ownershipType: string;

  // The field is labelled by ownership on the form, so its message is too.
  @RequiredText((args) => MSG.fieldRequired(governmentIdLabel((args.object as PreRegistrationDto).ownershipType)), 'Government/RC number')
  GovernmentId: string;

  @RequiredText(MSG.fieldRequired('Admin name'), 'Admin name')
  AdminName: string;

  @CentreEmail(MSG.adminEmailRequired, MSG.invalidEmail)
  AdminEmail: string;

  @PhoneListField(MSG.phoneNumberRequired)
  AdminNumber: string;

  @StateField(MSG.fieldRequired('State'))
  State: string;

  @LgaField(MSG.fieldRequired('Local government'))
  LocalGovernment: string;

  @RequiredText(MSG.fieldRequired('Address'), 'Address', CENTRE_LIMITS.longText)
  address: string;
}
