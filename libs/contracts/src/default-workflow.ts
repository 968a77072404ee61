/** The accreditation workflow a fresh install starts with (its stages are SPEC §9's defaults, see defaultStage). */
export const DEFAULT_WORKFLOW = {
  configName: 'Default accreditation workflow',
  description: 'Three approval stages, each by an admin or a super admin (installed at first start; edit it in Accreditation configuration).',
} as const;
