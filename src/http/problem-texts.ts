import type { Language } from '../i18n/index.ts';

/**
 * What an error page says (browsers get a page, not problem+json) for the codes of the HTTP layer itself; use-case
 * codes come from the pages' catalogue (src/web/service-message.ts), the rest in the service's own words.
 */
const PAGE_TEXTS: Record<string, Record<Language, string>> = {
  cross_site_request: {
    es: 'Las peticiones desde otro sitio no pueden cambiar nada aquí: usa el formulario de esta página.',
    en: 'Requests from another site cannot change anything here: use the form on this site.',
  },
  rate_limited: { es: 'Demasiadas peticiones seguidas: espera un poco y vuelve a intentarlo.', en: 'Too many requests in a row: wait a little and try again.' },
  payload_too_large: { es: 'Lo enviado es demasiado grande.', en: 'What was sent is too large.' },
  unsupported_media_type: { es: 'El formulario llegó en un formato que no se acepta aquí.', en: 'The form arrived in a format this page does not accept.' },
  bad_json: { es: 'Lo enviado no es JSON válido.', en: 'What was sent is not valid JSON.' },
  bad_request: { es: 'La petición no es válida: revisa el enlace o el formulario.', en: 'The request is not valid: check the link or the form.' },
  method_not_allowed: { es: 'Esta dirección no acepta esta clase de petición.', en: 'This address does not take this kind of request.' },
};

export function pageText(code: string, lang: Language): string | null {
  return Object.hasOwn(PAGE_TEXTS, code) ? PAGE_TEXTS[code]![lang] : null;
}
