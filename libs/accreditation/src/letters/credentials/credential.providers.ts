import type { Provider, Type } from '@nestjs/common';
import { CredentialVerificationService } from './credential-verification.service.js';
import { LetterCredentialIssuer } from './letter-credential-issuer.js';
import { LetterCredentialReader } from './letter-credential-reader.js';
import { LetterCredentialsController } from './letter-credentials.controller.js';
import { LetterKeys } from './letter-keys.service.js';
import { LetterStatusList } from './letter-status-list.js';

/** What the accreditation module adds for signed letters (DECISIONS §10; one list, so the module lists one entry). */
export const CREDENTIAL_CONTROLLERS: Type[] = [LetterCredentialsController];

export const CREDENTIAL_PROVIDERS: Provider[] = [LetterKeys, LetterCredentialIssuer, LetterCredentialReader, LetterStatusList, CredentialVerificationService];
