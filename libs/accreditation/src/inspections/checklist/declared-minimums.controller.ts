import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { declaredMinimums, DEFAULT_INSPECTION_CHECKLIST } from '#contracts';
import { ok } from '#platform';
import { AccreditationConfigService } from '../../config/accreditation-config.service.js';

/**
 * The council's minimums, read-only and public, so the centre's form can warn as a figure is
 * entered (DECISIONS §10) from the same checklist the inspectors score (docs/INSPECTIONS.md).
 */
@ApiTags('public accreditation')
@Controller('public/declared-minimums')
export class DeclaredMinimumsController {
  constructor(private readonly configs: AccreditationConfigService) {}

  @Get()
  @ApiOperation({
    summary:
      "The inspection checklist's minimums on the figures a centre declares (no token): { minimums: [{ field, minimum, percentOf: { field, percent } | null }] }, from the active configuration (the published default when none was saved). A figure below one is a warning on the form, never a refusal",
  })
  async minimums() {
    const active = await this.configs.active();
    return ok({ minimums: declaredMinimums(active?.inspectionChecklist ?? DEFAULT_INSPECTION_CHECKLIST) });
  }
}
