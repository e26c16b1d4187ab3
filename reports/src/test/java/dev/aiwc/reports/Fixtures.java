package dev.aiwc.reports;

import dev.aiwc.api.result.Characterisation;
import dev.aiwc.reports.json.CharacterisationJson;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;

/** Locates the hand-made fixtures in src/test/resources/fixtures (see make-fixtures.py there). */
public final class Fixtures {

    private Fixtures() {
    }

    public static Path dir() {
        try {
            return Path.of(Fixtures.class.getResource("/fixtures/vadd-0.json").toURI()).getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    public static Path path(String name) {
        return dir().resolve(name);
    }

    public static Characterisation load(String name) throws IOException {
        return CharacterisationJson.read(path(name));
    }
}
