package dev.aiwc.reports.chart;

import java.util.List;

/**
 * A chart as drawing primitives in a {@code width × height} pixel space (y grows downwards).
 *
 * @param name  file-name stem and HTML id of the chart ({@code vadd-0.kiviat})
 * @param title accessible title
 * @param kind  chart kind, the CSS class of its {@code <svg>} ({@code kiviat}, {@code line}, …)
 */
public record Figure(String name, String title, String kind, double width, double height, List<Mark> marks) {
}
