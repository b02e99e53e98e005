// Where a cell goes when its table's rows are cards below lg (the `table-cards` class on the
// table, styles.css): the other cells flow two to a line on a phone, four from sm, each under its
// `data-label`. A list an admin acts on from a phone takes cards, so its buttons and states are
// in view instead of past the edge of a table scrolled sideways.

/**
 * The card's first line: what the row is (its link or name), unlabelled. It keeps 6 rem clear at
 * its end for `cardCorner`, which shares the line; `!` because the cards' padding reset in
 * styles.css is unlayered and would beat a plain utility.
 */
export const cardHead = 'max-lg:col-span-full max-lg:row-start-1 max-lg:self-center max-lg:pr-24!';
/** The first line's end: the row's state. */
export const cardCorner = 'max-lg:col-end-[-1] max-lg:row-start-1 max-lg:justify-self-end max-lg:self-center';
/** A line of its own: the name on a card with no state, or the row's buttons. */
export const cardFull = 'max-lg:col-span-full';
/** A field two columns wide: the card's width on a phone, half of it from sm. */
export const cardWide = 'max-lg:col-span-2';
