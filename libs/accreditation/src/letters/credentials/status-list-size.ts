/**
 * 131,072 bits (16 KB before gzip): the W3C Bitstring Status List's minimum, so that a holder's bit
 * hides among many. docs/LETTERS.md "Status list".
 */
export const STATUS_LIST_BITS = 131_072;
