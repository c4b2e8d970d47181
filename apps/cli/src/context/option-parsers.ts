import { InvalidArgumentError } from 'commander';

/** A commander parser for a whole number of at least `min` ('--page 2', '--keep 7'). */
export function wholeNumber(min: number): (value: string) => number {
  return (value) => {
    if (!/^\d+$/.test(value.trim()))
      throw new InvalidArgumentError(`Expected a whole number of ${min} or more.`);
    const number = Number(value);
    if (!Number.isSafeInteger(number) || number < min)
      throw new InvalidArgumentError(`Expected a whole number of ${min} or more.`);
    return number;
  };
}

/** A commander parser that accepts one of `choices`. */
export function oneOf<const T extends string>(choices: readonly T[]): (value: string) => T {
  return (value) => {
    const found = choices.find((choice) => choice === value.trim().toLowerCase());
    if (!found) throw new InvalidArgumentError(`Expected one of: ${choices.join(', ')}.`);
    return found;
  };
}
