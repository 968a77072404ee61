import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/*
 * Bodies are read by the services (every message in one place, any JSON shape accepted as input);
 * @Allow keeps these fields through the whitelisting pipe.
 */

export class ScheduleVisitDto {
  @Allow() @ApiProperty({ format: 'uuid' }) centreId: unknown;
  @Allow() @ApiProperty({ example: '2026-04-02', description: 'YYYY-MM-DD, within the last 30 days or up to a year ahead' }) visitDate: unknown;
  @Allow() @ApiProperty({ type: [String], description: '1 to 5 users who may manage inspections in the centre state' }) inspectorIds: unknown;
  @Allow() @ApiProperty({ required: false }) notes?: unknown;
}

export class RecordFindingDto {
  @Allow() @ApiProperty({ format: 'uuid', description: 'Made on the device for this change' }) opId: unknown;
  @Allow() @ApiProperty({ required: false, description: 'true/false, a number, or one of the options; null to clear' }) value?: unknown;
  @Allow() @ApiProperty({ required: false }) notes?: unknown;
  @Allow() @ApiProperty({ required: false, format: 'date-time', description: 'When it was recorded on the device' }) capturedAt?: unknown;
  @Allow() @ApiProperty({ required: false, description: 'The finding version the device last read (0: none)' }) baseVersion?: unknown;
}

export class SubmitVisitDto {
  @Allow() @ApiProperty({ required: false, description: 'The visit version reviewed: 409 when it moved on' }) version?: unknown;
}

export class CountersignVisitDto {
  @Allow() @ApiProperty({ required: false }) notes?: unknown;
}

export class CancelVisitDto {
  @Allow() @ApiProperty() reason: unknown;
}
