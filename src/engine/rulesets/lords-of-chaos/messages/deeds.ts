import type { Entry } from '../../../core/catalogue.ts';

/** Deed names (rules §9). Spanish names are the ones of the source rules table. */
export const DEED_NAMES: Record<string, Entry> = {
  avatar: { es: 'Avatar', en: 'Avatar' },
  temple: { es: 'Templo del Caos', en: 'Temple of Chaos' },
  burn: { es: 'Arded en la Disformidad', en: 'Burn in the Warp' },
  consecration: { es: 'Consagración', en: 'Consecration' },
  eye_lord: { es: 'Señor del Ojo del Terror', en: 'Lord of the Eye of Terror' },
  plague: { es: 'Plaga de Nurgle', en: 'Plague of Nurgle' },
  warp_portal: { es: 'Portal Disforme', en: 'Warp Portal' },
  delirium: { es: 'Delirium Tremens', en: 'Delirium Tremens' },
  invincible: { es: 'Invencible', en: 'Invincible' },
  chosen: { es: 'Elegido del Caos', en: 'Chosen of Chaos' },
  pirate_king: { es: 'Rey Pirata', en: 'Pirate King' },
  warlord: { es: 'Señor de la Guerra', en: 'Warlord' },
  no_mercy: { es: 'Sin piedad, sin perdón', en: 'No Mercy, No Forgiveness' },
  daemon_weapon: { es: 'La Llamada del Arma Demonio', en: 'The Call of the Daemon Weapon' },
  conscription: { es: 'Reclutamiento por la fuerza', en: 'Forced Conscription' },
  rivalry: { es: 'Rivalidad entre dioses', en: 'Rivalry of the Gods' },
  fall_of_cadia: { es: 'La caída de Cadia', en: 'The Fall of Cadia' },
  skulls: { es: '¡Cráneos para el trono de cráneos!', en: 'Skulls for the Skull Throne!' },
};

/** Display names of gods that are not proper names (rules §3). Other gods keep their own name. */
export const GOD_NAMES: Record<string, Entry> = {
  Undivided: { es: 'Caos Absoluto', en: 'Chaos Undivided' },
  Renegade: { es: 'Renegados', en: 'Renegades' },
};
