import com.adobe.epubcheck.api.EpubCheck;
import com.adobe.epubcheck.util.DefaultReportImpl;
import java.io.File;

/**
 * Debian's epubcheck on every EPUB named, in one Java process (tests/dist/epubCheckers.ts): its
 * command line checks one file a run, and each run spends most of its time starting Java and loading
 * the schemas. Prints epubcheck's own messages, then one line per file: "<file>: F fatal, E errors,
 * W warnings".
 */
public class EpubcheckEach {
  public static void main(String[] files) {
    for (String file : files) {
      DefaultReportImpl report = new DefaultReportImpl(file);
      new EpubCheck(new File(file), report).validate();
      System.out.println(file + ": " + report.getFatalErrorCount() + " fatal, " + report.getErrorCount() + " errors, "
          + report.getWarningCount() + " warnings");
    }
  }
}
