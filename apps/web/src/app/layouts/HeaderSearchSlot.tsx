/**
 * Where the product search bar goes: 'inline' in the header row on wide screens, 'bar' as a second
 * header row below 800 px. The search feature fills this in; until then it renders nothing.
 */
export function HeaderSearchSlot(_props: { placement: 'inline' | 'bar' }) {
  return null;
}
