/** The look of a text field, shared by the contact form and the search fields: a 2 px border, red and 4 px when invalid. */
export const fieldClasses = (invalid = false) =>
  `w-full rounded-md bg-background px-3 py-2 text-foreground ${invalid ? 'border-4 border-destructive' : 'border-2 border-control-border'}`;
