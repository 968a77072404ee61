import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { MSG } from '#contracts';
import { AppError, type AdminRequest } from '#platform';

/**
 * Runs after AdminAuthGuard (which signs the admin in) so a signed-in admin who is not a super
 * admin reads why the configuration is closed to them, before the body is even looked at. It asks
 * for the super admin role itself (SPEC §6), not only the permission a role list might carry.
 */
@Injectable()
export class ConfigEditorGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const admin = context.switchToHttp().getRequest<AdminRequest>().admin;
    if (!admin?.isSuperAdmin || !admin.permissions.has('accreditation.configure')) throw AppError.forbidden(MSG.onlySuperAdminConfig);
    return true;
  }
}
