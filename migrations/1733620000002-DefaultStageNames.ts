import type { MigrationInterface, QueryRunner } from 'typeorm';

// Kept here as they were at this migration (libs/contracts DEFAULT_STAGES may be reworded later).
const NAMES = [
  { stageName: 'Document review', description: "Check the centre's registration details and documents" },
  { stageName: 'Facility assessment', description: "Check the centre's facilities, capacity and autotest result" },
  { stageName: 'Final approval', description: 'Decide the accreditation; the letter is issued when this stage is approved' },
];

/**
 * DECISIONS §10 (Screens): the default workflow's stages carry names that say what they check. Only
 * the default configuration's stages that still carry the old words ('Stage n', 'Approval stage n')
 * are renamed; a stage someone named or described keeps its words. Approvals already given keep the
 * stage name they were given under (they are history).
 */
export class DefaultStageNames1733620000002 implements MigrationInterface {
  name = 'DefaultStageNames1733620000002';

  async up(q: QueryRunner): Promise<void> {
    await this.rename(q, (n) => ({ from: { stageName: `Stage ${n}`, description: `Approval stage ${n}` }, to: NAMES[n - 1]! }));
  }

  async down(q: QueryRunner): Promise<void> {
    await this.rename(q, (n) => ({ from: NAMES[n - 1]!, to: { stageName: `Stage ${n}`, description: `Approval stage ${n}` } }));
  }

  private async rename(q: QueryRunner, words: (n: number) => { from: { stageName: string; description: string }; to: { stageName: string; description: string } }): Promise<void> {
    for (const n of [1, 2, 3]) {
      const { from, to } = words(n);
      await q.query(
        `UPDATE accreditation_configs c
            SET approval_stages = (
              SELECT jsonb_agg(CASE WHEN (s->>'stageNumber')::int = $1 AND s->>'stageName' = $2 AND s->>'description' = $3
                                    THEN s || jsonb_build_object('stageName', $4::text, 'description', $5::text) ELSE s END ORDER BY i)
                FROM jsonb_array_elements(c.approval_stages) WITH ORDINALITY AS e(s, i))
          WHERE c.config_name = 'Default accreditation workflow'
            AND EXISTS (SELECT 1 FROM jsonb_array_elements(c.approval_stages) s
                         WHERE (s->>'stageNumber')::int = $1 AND s->>'stageName' = $2 AND s->>'description' = $3)`,
        [n, from.stageName, from.description, to.stageName, to.description],
      );
    }
  }
}
