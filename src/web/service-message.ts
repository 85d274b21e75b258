import { WEB_MESSAGES } from '../i18n/web.ts';
import type { ServiceError } from '../services/errors.ts';
import type { T } from './texts.ts';

/** A use-case failure in the page language when the catalogue knows its code, else the service's own words. */
export function serviceMessage(t: T, error: ServiceError): string {
  const key = `service.${error.code}`;
  return Object.prototype.hasOwnProperty.call(WEB_MESSAGES, key) ? t(key) : error.message;
}
