import type { Messages } from './index.ts';

/** Texts of the e-mail address confirmation (the one message an unconfirmed address receives, and its page). */
export const EMAIL_CONFIRM_TEXTS = {
  mailSubject: { es: '{game}: confirma tu dirección de correo', en: '{game}: confirm your e-mail address' },
  mailText: {
    es: 'Alguien ha dado esta dirección para recibir los avisos de la partida «{game}» en Turnkeeper.\nSi quieres recibirlos, confírmala aquí: {url}\nSi no, ignora este mensaje: no recibirás nada más.',
    en: 'Someone gave this address to receive the notifications of the game "{game}" on Turnkeeper.\nTo receive them, confirm it here: {url}\nOtherwise ignore this message: you will receive nothing else.',
  },
  pageTitle: { es: 'Confirmar dirección de correo', en: 'Confirm e-mail address' },
  pageAsk: {
    es: '¿Quieres recibir en {address} los avisos de la partida «{game}»?',
    en: 'Do you want to receive the notifications of the game "{game}" at {address}?',
  },
  pageButton: { es: 'Sí, confirmar', en: 'Yes, confirm' },
  pageDone: {
    es: 'Dirección confirmada: {address} recibirá los avisos de «{game}».',
    en: 'Address confirmed: {address} will receive the notifications of "{game}".',
  },
  pageUnknown: { es: 'Este enlace de confirmación no existe o ya no es válido.', en: 'This confirmation link does not exist or is no longer valid.' },
} satisfies Messages;
