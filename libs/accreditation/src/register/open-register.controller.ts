import { Controller, Get, Headers, Inject, Ip, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { MSG, type RegisterCentreData } from '#contracts';
import { APP_CONFIG, AppError, ok, RateLimiter, type AppConfig } from '#platform';
import { centreJsonLd } from './centre-json-ld.js';
import { etagOf, matchesEtag } from './feed-etag.js';
import { registerFeedLimits } from './open-register-limits.js';
import { registerCatalog } from './register-catalog.js';
import { REGISTER_DUMP_TYPES, RegisterDumpsService, type RegisterDumpFormat } from './register-dumps.service.js';
import { RegisterFeedService } from './register-feed.service.js';
import { RegisterFeedSync } from './register-feed-sync.js';

/** Followers revalidate every page (ETag/304): a page's items move on when a centre changes again. */
const REVALIDATE = 'no-cache';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The open register (DECISIONS §10; docs/REGISTER.md): no key, rate limited per address. */
@ApiTags('public accreditation')
@Controller('public')
export class OpenRegisterController {
  constructor(
    private readonly feed: RegisterFeedService,
    private readonly dumps: RegisterDumpsService,
    private readonly sync: RegisterFeedSync,
    private readonly dataSource: DataSource,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('register/feed')
  @ApiQuery({ name: 'afterTimestamp', required: false, description: 'The `modified` of the last item read (with afterId)' })
  @ApiQuery({ name: 'afterId', required: false, description: 'The `id` of the last item read (with afterTimestamp)' })
  @ApiOperation({
    summary:
      'Every change to the public register, oldest first by (modified, id), 500 a page (OpenActive RPDE; no key; rate limited): { items: [{ state: updated | deleted, kind, id, modified, data? }], next, license }. The last page is empty and its next repeats its own query. ETag; 304 to If-None-Match. 400 for a cursor that does not parse',
  })
  async feedPage(@Query() query: Record<string, unknown>, @Ip() ip: string, @Headers('if-none-match') ifNoneMatch: string | undefined, @Res({ passthrough: true }) reply: FastifyReply) {
    const body = JSON.stringify(await this.feed.page(query, ip));
    return this.revalidated(reply, body, ifNoneMatch, 'application/json; charset=utf-8');
  }

  @Get('register/centres.csv')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'Every centre on the public register as CSV, streamed (the feed\'s current data; no contact details)' })
  async csv(@Ip() ip: string) {
    return this.dump('csv', ip);
  }

  @Get('register/centres.json')
  @ApiProduces('application/json')
  @ApiOperation({ summary: 'Every centre on the public register as a JSON array, streamed' })
  async json(@Ip() ip: string) {
    return this.dump('json', ip);
  }

  @Get('register/centres.geojson')
  @ApiProduces('application/geo+json')
  @ApiOperation({ summary: 'Every centre on the public register as a GeoJSON FeatureCollection, streamed (a Point where the centre declared its position, else geometry null)' })
  async geojson(@Ip() ip: string) {
    return this.dump('geojson', ip);
  }

  @Get('register/centres/:id')
  @ApiParam({ name: 'id', description: "The centre's id (the feed's item id)" })
  @ApiProduces('application/ld+json')
  @ApiOperation({ summary: "A centre on the register as schema.org JSON-LD (EducationalOrganization at a Place, its accreditation as a credential); 404 when it is not on the register" })
  async centrePage(@Param('id') id: string, @Ip() ip: string, @Headers('if-none-match') ifNoneMatch: string | undefined, @Res({ passthrough: true }) reply: FastifyReply) {
    const centre = await this.listed(id, ip);
    return this.revalidated(reply, JSON.stringify(centreJsonLd(centre, this.config.publicUrl)), ifNoneMatch, 'application/ld+json; charset=utf-8');
  }

  /** A centre on the register as the feed publishes it; 404 for any other id (or no id at all). */
  private async listed(id: string, ip: string): Promise<RegisterCentreData> {
    await this.limiter.hit(registerFeedLimits(ip), MSG.tooManyRequests);
    if (!UUID.test(id)) throw AppError.notFound(MSG.centreNotFound);
    await this.sync.catchUp();
    const [row] = (await this.dataSource.query(`SELECT data FROM register_feed WHERE centre_id = $1 AND state = 'updated'`, [id])) as Array<{ data: RegisterCentreData }>;
    if (!row) throw AppError.notFound(MSG.centreNotFound);
    return row.data;
  }

  @Get('accredited-centres/:id')
  @ApiParam({ name: 'id', description: "The centre's id (a register row's id, the feed's item id)" })
  @ApiOperation({
    summary:
      "A centre's public page data (no key): { centre: the register's data of it, jsonLd: its schema.org JSON-LD for the page to embed }. No contact details, names of people or reference number; 404 when it is not on the register",
  })
  async publicPage(@Param('id') id: string, @Ip() ip: string) {
    const centre = await this.listed(id, ip);
    return ok({ centre, jsonLd: centreJsonLd(centre, this.config.publicUrl) });
  }

  @Get('catalog')
  @ApiProduces('application/ld+json')
  @ApiOperation({ summary: 'The DCAT catalogue of the open data (JSON-LD): the register, its licence, update frequency, last change, dumps and feed' })
  async catalog(@Ip() ip: string, @Headers('if-none-match') ifNoneMatch: string | undefined, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.limiter.hit(registerFeedLimits(ip), MSG.tooManyRequests);
    await this.sync.catchUp();
    const [row] = (await this.dataSource.query(`SELECT max(modified)::text AS modified FROM register_feed`)) as Array<{ modified: string | null }>;
    const body = JSON.stringify(registerCatalog(this.config.publicUrl, row?.modified ? new Date(Number(row.modified)) : null));
    return this.revalidated(reply, body, ifNoneMatch, 'application/ld+json; charset=utf-8');
  }

  private async dump(format: RegisterDumpFormat, ip: string): Promise<StreamableFile> {
    return new StreamableFile(await this.dumps.open(format, ip), { type: REGISTER_DUMP_TYPES[format], disposition: `inline; filename="register-centres.${format}"` });
  }

  private revalidated(reply: FastifyReply, body: string, ifNoneMatch: string | undefined, type: string): string {
    const etag = etagOf(body);
    void reply.header('etag', etag).header('cache-control', REVALIDATE);
    if (matchesEtag(ifNoneMatch, etag)) {
      void reply.status(304);
      return '';
    }
    void reply.type(type);
    return body;
  }
}
