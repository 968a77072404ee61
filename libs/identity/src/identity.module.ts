import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PRINCIPAL_LOADER } from '#platform';
import { IDENTITY_ENTITIES } from './identity.entities.js';
import { ActiveRoles } from './roles/active-roles.js';
import { AdminPrincipalLoader } from './users/admin-principal.loader.js';
import { BootstrapSuperAdmin } from './users/bootstrap-superadmin.js';

/**
 * Users, roles and admin authentication. Global because every admin route's guard needs the
 * principal loader.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature(IDENTITY_ENTITIES)],
  providers: [ActiveRoles, AdminPrincipalLoader, { provide: PRINCIPAL_LOADER, useExisting: AdminPrincipalLoader }, BootstrapSuperAdmin],
  exports: [PRINCIPAL_LOADER, ActiveRoles],
})
export class IdentityModule {}
