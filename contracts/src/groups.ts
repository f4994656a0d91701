/** Groups of a program (product.md section 3, Group). */
export {};
