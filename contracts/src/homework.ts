/** Homework and final documents (product.md section 3, Homework). */
export {};
