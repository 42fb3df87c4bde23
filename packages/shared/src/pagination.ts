/**
 * What the API document says of a page cursor: the server reads only the cursors it handed out
 * (`nextCursor`), so any other text is refused with a 400 naming the field.
 */
export const opaqueCursor = {
  description: 'The `nextCursor` of the previous page, exactly as it was answered.',
  'x-checked-by-server': 'Only a cursor this server answered as `nextCursor` is read.',
};
