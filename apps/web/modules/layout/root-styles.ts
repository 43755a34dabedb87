// The site-wide stylesheets, in their order. Imported first by the root document and by the global 404 page, so they
// come before any route's CSS modules.
import '../site-ui/theme.css';
// The public pages' kit comes before any route's CSS modules, so their rules win over it at equal specificity.
import '../site-ui/site.css';
import '../../app/globals.css';
