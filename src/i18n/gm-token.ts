import type { Messages } from './index.ts';

/** Texts of the GM token rotation (console button and the page showing the new link once). */
export const GM_TOKEN_TEXTS = {
  title: { es: 'Enlace de la consola', en: 'Console link' },
  explain: {
    es: 'Si tu enlace de máster se ha filtrado, crea uno nuevo: el actual dejará de funcionar en ese momento.',
    en: 'If your game master link has leaked, make a new one: the current link stops working at once.',
  },
  button: { es: 'Crear un enlace nuevo', en: 'Make a new link' },
  confirm: { es: '¿Crear un enlace de máster nuevo? El actual dejará de funcionar.', en: 'Make a new game master link? The current one stops working.' },
  doneTitle: { es: 'Nuevo enlace de máster', en: 'New game master link' },
  doneBody: {
    es: 'Guárdalo ahora: solo se muestra esta vez. El enlace anterior ya no funciona.',
    en: 'Save it now: it is shown only this once. The previous link no longer works.',
  },
  open: { es: 'Abrir la consola', en: 'Open the console' },
} satisfies Messages;
