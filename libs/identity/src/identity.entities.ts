import { PasswordResetToken } from './auth/password-reset-token.entity.js';
import { SystemRole } from './roles/system-role.entity.js';
import { User } from './users/user.entity.js';

export const IDENTITY_ENTITIES = [User, SystemRole, PasswordResetToken];
