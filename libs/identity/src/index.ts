export * from './identity.module.js';
export * from './identity.entities.js';
export * from './users/user.entity.js';
export * from './roles/system-role.entity.js';
export * from './users/bootstrap-superadmin.js';
export * from './permissions/derive-permissions.js';
