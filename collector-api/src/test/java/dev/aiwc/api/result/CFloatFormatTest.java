package dev.aiwc.api.result;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Expected strings are what glibc's printf prints for {@code %.6g} and {@code %.4g} (x86-64, gcc). */
class CFloatFormatTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "0.5|0.5|0.5",
            "12|12|12",
            "1234567|1.23457e+06|1.235e+06",
            "123456.5|123456|1.235e+05",
            "1.0E-5|1e-05|1e-05",
            "0.0001|0.0001|0.0001",
            "0.000123456789|0.000123457|0.0001235",
            "100000|100000|1e+05",
            "1000000|1e+06|1e+06",
            "0.6666666666666666|0.666667|0.6667",
            "-2.5|-2.5|-2.5",
            "1e100|1e+100|1e+100",
            "3e-10|3e-10|3e-10",
            "999999.5|1e+06|1e+06",
            "9.99995|9.99995|10",
            "0.3333333432674408|0.333333|0.3333",
            "NaN|-nan|-nan",
            "Infinity|inf|inf",
            "0|0|0",
            "0.025|0.025|0.025",
    })
    void matchesCPrintfG(double value, String six, String four) {
        assertEquals(six, CFloatFormat.g(value, 6));
        assertEquals(four, CFloatFormat.g(value, 4));
    }
}
