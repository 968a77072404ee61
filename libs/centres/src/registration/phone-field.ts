import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { CENTRE_LIMITS, parsePhoneList, PUBLIC_SITE_MSG } from '#contracts';

/**
 * Valid lists are stored in their international form (+234...); anything else is kept as typed so
 * the rule below can name the bad number.
 */
const asPhoneList = Transform(({ value }) => {
  if (typeof value === 'number' && Number.isFinite(value)) value = String(value);
  if (typeof value !== 'string') return value;
  const text = value.trim();
  const parsed = parsePhoneList(text);
  return parsed.ok ? parsed.value : text;
});

const IsPhoneList = () =>
  ValidateBy({
    name: 'isPhoneList',
    validator: {
      validate: (value) => parsePhoneList(value).ok,
      defaultMessage: (args) => {
        const parsed = parsePhoneList(args?.value);
        return PUBLIC_SITE_MSG.invalidPhone(parsed.ok ? [] : parsed.invalid);
      },
    },
  });

/** A required list of comma-separated international numbers (SPEC §2: country code, commas). */
export function PhoneListField(required: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: String, maxLength: CENTRE_LIMITS.phone, example: '+2348031234567, +2348094443333' }),
    asPhoneList,
    IsString({ message: required }),
    IsNotEmpty({ message: required }),
    MaxLength(CENTRE_LIMITS.phone, { message: PUBLIC_SITE_MSG.invalidPhone([]) }),
    IsPhoneList(),
  );
}

/** The same rule for a phone that may be left blank. */
export function OptionalPhoneListField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, maxLength: CENTRE_LIMITS.phone }),
    Transform(({ value }) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value)),
    asPhoneList,
    IsOptional(),
    IsString({ message: PUBLIC_SITE_MSG.invalidPhone([]) }),
    MaxLength(CENTRE_LIMITS.phone, { message: PUBLIC_SITE_MSG.invalidPhone([]) }),
    IsPhoneList(),
  );
}
