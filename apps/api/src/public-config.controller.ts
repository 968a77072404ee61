import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, ok, type AppConfig } from '#platform';

/** What the public site needs from configuration: the exam body and the practice-exam links. */
@ApiTags('public')
@Controller('public/config')
export class PublicConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  get() {
    return ok({
      examBody: this.config.examBody,
      councilCode: this.config.councilCode,
      practiceExamRegisterUrl: this.config.practiceExamRegisterUrl,
      practiceExamUrl: this.config.practiceExamUrl,
    });
  }
}
