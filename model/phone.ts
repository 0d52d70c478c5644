// A Swedish phone number as people read it: the rule site.yaml's phone is checked by, written
// once as the regular expression the editor's field takes from the schema.

/** "070-123 45 67", "08-123 456 78": area code, dash, groups of digits; 8 to 10 digits in all. */
export const phonePattern = "^(?=(?:\\D*\\d){8,10}\\D*$)0\\d{1,3}-\\d+(?: \\d+)*$";
