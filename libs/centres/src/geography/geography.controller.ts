import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { findState, MSG, NIGERIA_STATES } from '#contracts';
import { AppError, ok } from '#platform';

// The list never changes between releases, so clients and proxies may keep it for a day.
const CACHE_A_DAY = 'public, max-age=86400';

const STATES = NIGERIA_STATES.map((state) => ({ name: state.name, lgaCount: state.lgas.length }));

/** The same 37 states and 774 LGAs the server validates against (DECISIONS §7), for any client. */
@ApiTags('geography')
@Controller('geography')
export class GeographyController {
  @Get('states')
  @Header('cache-control', CACHE_A_DAY)
  @ApiOperation({ summary: 'The 36 states and the FCT, alphabetical: [{ name, lgaCount }]; the LGAs come from /states/{state}/lgas' })
  states() {
    return ok(STATES);
  }

  @Get('states/:state/lgas')
  @Header('cache-control', CACHE_A_DAY)
  @ApiOperation({ summary: "A state's local government areas, alphabetical: { state, lgas }. The state name is matched loosely ('lagos', 'Abuja' for FCT); 404 when unknown" })
  @ApiParam({ name: 'state', example: 'Lagos' })
  lgas(@Param('state') name: string) {
    const state = findState(name);
    if (!state) throw AppError.notFound(MSG.unknownStateName);
    return ok({ state: state.name, lgas: state.lgas });
  }
}
