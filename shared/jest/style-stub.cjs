// Stylesheets mean nothing to jsdom; an import of one resolves to an empty module.
module.exports = {};
