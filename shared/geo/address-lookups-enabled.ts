import { createContext } from 'react';

/**
 * Whether the screen around may ask for addresses: false while a kept screen is put away (the
 * console's alarm centre, mounted but hidden), whose rows are not visible. Spec §7–§9 and issue 9
 * ask addresses for the visible rows only; the hidden alarm centre asked for every poll's new rows.
 * Its rows ask when it is shown again.
 */
export const AddressLookupsEnabled = createContext(true);
