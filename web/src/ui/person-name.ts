/** A person as lists show them: first name, then last name, whichever of the two is filled in. */
export function personName(person: { first_name: string; last_name: string }): string {
  return [person.first_name, person.last_name].filter(Boolean).join(" ");
}
