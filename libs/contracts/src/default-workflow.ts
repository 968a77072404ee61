/** The accreditation workflow a fresh install starts with (its stages are DEFAULT_STAGES, see defaultStage). */
export const DEFAULT_WORKFLOW = {
  configName: 'Default accreditation workflow',
  description: 'Three approval stages, each by an admin or a super admin (installed at first start; edit it in Accreditation configuration).',
} as const;

/**
 * The default workflow's stages by what each checks (DECISIONS §10 "Screens": a person reads what a
 * stage is, not its number). Stages added beyond these are "Stage n" until someone names them. The
 * console shows these words in the reader's language while a stage still carries them.
 */
export const DEFAULT_STAGES: ReadonlyArray<{ stageName: string; description: string }> = [
  { stageName: 'Document review', description: "Check the centre's registration details and documents" },
  { stageName: 'Facility assessment', description: "Check the centre's facilities, capacity and autotest result" },
  { stageName: 'Final approval', description: 'Decide the accreditation; the letter is issued when this stage is approved' },
];

/** The names the default stages carried before they were named (migration DefaultStageNames renames those still unchanged). */
export const LEGACY_DEFAULT_STAGE = (n: number) => ({ stageName: `Stage ${n}`, description: `Approval stage ${n}` });
