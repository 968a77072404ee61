import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { LETTER_MSG } from '#contracts';
import { AdminOnly, CurrentAdmin, DeniedWith, ok, type AdminPrincipal } from '#platform';
import { LetterRegenerationService } from './letter-regeneration.service.js';
import { RegenerateLetterDto } from './regenerate-letter.dto.js';

@ApiTags('accreditation')
@Controller('accreditation/centres')
export class LetterRegenerationController {
  constructor(private readonly regeneration: LetterRegenerationService) {}

  @Post(':centreId/letter/regenerate')
  @HttpCode(202)
  @AdminOnly('accreditation.configure')
  @DeniedWith(LETTER_MSG.onlySuperAdmin)
  @ApiParam({ name: 'centreId', description: "The centre's id" })
  @ApiOperation({
    summary:
      "Super admins: make an accredited centre's letter again (same verification code) and mail it to the centre; recorded in the centre's history. 202 while it is made; 409 when the centre is not accredited",
  })
  async regenerate(@CurrentAdmin() admin: AdminPrincipal, @Param('centreId') centreId: string, @Body() dto: RegenerateLetterDto) {
    return ok(await this.regeneration.regenerate(admin, centreId, dto.reason ?? null), LETTER_MSG.regenerating);
  }
}
