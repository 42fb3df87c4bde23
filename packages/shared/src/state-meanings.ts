/**
 * Questions put to a table of meanings: a `Record` that says, for each state of a list, yes or no
 * to each meaning (see `orderStatusMeanings`, `paymentStateMeanings`, `refundStateMeanings`).
 * `means` answers for a value read from the database or the wire, false for a state the table does
 * not know; `statesThat` lists the states holding any of the meanings, in the list's order, for SQL.
 */
export function meaningsOf<State extends string, Meaning extends { [K in keyof Meaning]: boolean }>(
  states: readonly State[],
  table: Record<State, Meaning>,
) {
  return {
    means(state: string, meaning: keyof Meaning): boolean {
      return Object.hasOwn(table, state) && table[state as State][meaning];
    },
    statesThat(...meanings: (keyof Meaning)[]): readonly State[] {
      return states.filter((state) => meanings.some((meaning) => table[state][meaning]));
    },
  };
}
