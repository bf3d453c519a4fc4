// Pictures of lab reports, drawn by gnuplot (Debian: gnuplot-nox): for one
// scenario, one PNG with a column per design, each with
//   - a heat map in the manner of Bigtable's Key Visualizer: time (write
//     windows) across, the key space up (bins of equal rows, low keys at the
//     bottom), colour the writes: a bright line is a hot spot, a diagonal a
//     monotonic key, an even field a dispersed one;
//   - a bar chart of the rows each region holds at the end, in key order.
//
//   auto png = lab::draw("Logs", {a, b, c}, "build/lab", "logs");
//   if (png.drawn) std::cout << png.png << '\n'; else std::cout << png.note << '\n';
//
// The data (.dat) and the gnuplot script (.gp) are written beside the PNG,
// so a picture can be redrawn, restyled or drawn as SVG by hand.
#ifndef ROWKEY_LAB_CHARTS_HPP
#define ROWKEY_LAB_CHARTS_HPP

#include <rowkey/lab/report.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace rowkey::lab {

struct chart {
  std::string png;     // the picture, when drawn
  std::string script;  // the gnuplot script beside it
  bool drawn = false;
  std::string note;    // why not, when not
};

namespace detail {

inline std::string gnuplot_text(const std::string& s) {
  std::string out;
  for (const char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    if (c == '_' || c == '^' || c == '{' || c == '}' || c == '@' || c == '&' || c == '~') out += "\\\\";
    out += c;
  }
  return out;
}

}  // namespace detail

inline chart draw(const std::string& title, const std::vector<report>& designs, const std::filesystem::path& dir,
                  const std::string& stem) {
  chart out;
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  const std::size_t n = designs.size();
  if (n == 0) {
    out.note = "no designs to draw";
    return out;
  }
  const std::filesystem::path png = dir / (stem + ".png");
  const std::filesystem::path script = dir / (stem + ".gp");
  for (std::size_t d = 0; d < n; ++d) {
    const report& r = designs[d];
    std::ofstream heat(dir / (stem + "-" + std::to_string(d) + "-heat.dat"));
    // gnuplot's "matrix": a row per key-space bin (y), a column per window (x).
    const std::size_t bins = r.heat.empty() ? 0 : r.heat.front().size();
    for (std::size_t b = 0; b < bins; ++b) {
      for (std::size_t w = 0; w < r.heat.size(); ++w) heat << (w == 0 ? "" : " ") << r.heat[w][b];
      heat << '\n';
    }
    std::ofstream rows(dir / (stem + "-" + std::to_string(d) + "-rows.dat"));
    for (std::size_t i = 0; i < r.rows_per_region.size(); ++i) rows << i << ' ' << r.rows_per_region[i] << '\n';
  }
  {
    std::ofstream gp(script);
    const int width = static_cast<int>(std::max<std::size_t>(n, 2) * 560);
    gp << "set terminal pngcairo size " << width << ",900 font 'DejaVu Sans,11'\n"
       << "set output '" << png.string() << "'\n"
       << "set multiplot title \"" << detail::gnuplot_text(title) << "\" font ',15' layout 2," << n << "\n"
       << "set palette defined (0 '#ffffff', 1 '#fde0c5', 2 '#f59e72', 3 '#e8590c', 4 '#8b1a0a')\n";
    for (std::size_t d = 0; d < n; ++d) {
      const report& r = designs[d];
      char figures[200];
      std::snprintf(figures, sizeof figures, "hottest region's writes: %.2f at worst, %.2f on average (even %.3f)",
                    r.hottest_write_share, r.mean_hottest_share, r.ideal_share());
      gp << "set title \"" << detail::gnuplot_text(r.design) << "\\n{/*0.85 " << detail::gnuplot_text(figures)
         << "}\" enhanced\n"
         << "set xlabel 'time (write windows)'\nset ylabel 'key space (low keys at the bottom)'\n"
         << "set cblabel 'writes'\nset xrange [-0.5:" << (r.heat.size() - 0.5) << "]\nset yrange [-0.5:"
         << ((r.heat.empty() ? 1 : r.heat.front().size()) - 0.5) << "]\n"
         << "set ytics ('low' 0, 'high' " << ((r.heat.empty() ? 1 : r.heat.front().size()) - 1) << ")\n"
         << "unset key\nset cbrange [0:*]\n"
         << "plot '" << (dir / (stem + "-" + std::to_string(d) + "-heat.dat")).string() << "' matrix with image\n"
         << "unset ytics\nset ytics auto\nset xrange [*:*]\nset yrange [0:*]\n";
    }
    for (std::size_t d = 0; d < n; ++d) {
      const report& r = designs[d];
      char figures[200];
      std::snprintf(figures, sizeof figures, "%zu regions; largest %.2fx the mean", r.regions, r.row_imbalance());
      gp << "set title \"rows per region at the end\\n{/*0.85 " << detail::gnuplot_text(figures) << "}\" enhanced\n"
         << "set xlabel 'region (in key order)'\nset ylabel 'rows'\nunset cblabel\n"
         << "set xrange [-0.5:" << (r.rows_per_region.size() - 0.5) << "]\nset yrange [0:*]\n"
         << "set style fill solid 0.8\nset boxwidth 0.8\n"
         << "plot '" << (dir / (stem + "-" + std::to_string(d) + "-rows.dat")).string()
         << "' using 1:2 with boxes lc rgb '#e8590c' notitle\n";
    }
    gp << "unset multiplot\n";
  }
  out.script = script.string();
  const std::string command = "gnuplot '" + script.string() + "' 2>&1";
  if (std::system("command -v gnuplot > /dev/null 2>&1") != 0) {
    out.note = "gnuplot is not installed (Debian: gnuplot-nox); the data and script are in " + dir.string();
    return out;
  }
  if (std::system(command.c_str()) != 0 || !std::filesystem::exists(png)) {
    out.note = "gnuplot failed on " + script.string();
    return out;
  }
  out.png = png.string();
  out.drawn = true;
  return out;
}

}  // namespace rowkey::lab

#endif
