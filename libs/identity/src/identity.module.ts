import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PRINCIPAL_LOADER } from '#platform';
import { AuthController } from './auth/auth.controller.js';
import { AuthService } from './auth/auth.service.js';
import { LoginThrottle } from './auth/login-throttle.js';
import { PasswordResetService } from './auth/password-reset.service.js';
import { RegistrationService } from './auth/registration.service.js';
import { StaffInvitationService } from './invitations/staff-invitation.service.js';
import { ResetSessionGuard } from './auth/reset-session.guard.js';
import { IDENTITY_ENTITIES } from './identity.entities.js';
import { IdentityMailSetup } from './mail/identity-mail.setup.js';
import { RegistrationMailSetup } from './mail/registration-mail.js';
import { ActiveRoles } from './roles/active-roles.js';
import { RolesController } from './roles/roles.controller.js';
import { RolesService } from './roles/roles.service.js';
import { AdminPrincipalLoader } from './users/admin-principal.loader.js';
import { BootstrapSuperAdmin } from './users/bootstrap-superadmin.js';
import { UserActivationController } from './users/user-activation.controller.js';
import { UserActivationService } from './users/user-activation.service.js';
import { UsersController } from './users/users.controller.js';
import { UsersService } from './users/users.service.js';
import { StaffMyDataController } from './privacy/staff-my-data.controller.js';

/**
 * Users, roles and admin authentication. Global because every admin route's guard needs the
 * principal loader.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature(IDENTITY_ENTITIES)],
  controllers: [AuthController, UsersController, RolesController, UserActivationController, StaffMyDataController],
  providers: [
    ActiveRoles,
    AdminPrincipalLoader,
    { provide: PRINCIPAL_LOADER, useExisting: AdminPrincipalLoader },
    BootstrapSuperAdmin,
    AuthService,
    LoginThrottle,
    PasswordResetService,
    RegistrationService,
    StaffInvitationService,
    ResetSessionGuard,
    UsersService,
    UserActivationService,
    RolesService,
    IdentityMailSetup,
    RegistrationMailSetup,
  ],
  exports: [PRINCIPAL_LOADER, ActiveRoles],
})
export class IdentityModule {}
