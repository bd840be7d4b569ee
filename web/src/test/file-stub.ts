// Stands in for stylesheet and image imports, which jsdom cannot use.
export default "test-file-stub";
